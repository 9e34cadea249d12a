// The CSS of the Mantine components that only what opens on demand uses: dialogs, full-screen
// views, toasts. Those import it, so a page links it at the end of its body with their own CSS
// (scripts/build/pageStylesheets.ts), and no first paint waits for it: a form page's head holds
// only the forms' components (componentStyles). After those (Paper, which a dialog's content is,
// among them), as Mantine's list of its CSS files orders them; layered, as
// src/app/theme/layers.css says why.
import './componentStyles';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/notifications/styles.layer.css';
