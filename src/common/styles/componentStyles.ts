// The CSS of the Mantine components that only parts past the first screen use: forms, dialogs,
// full-screen views, toasts. Each of those imports this module, so its CSS is a stylesheet of its
// own that comes with the first of them; a page links it where that part is
// (scripts/build/pageStylesheets.ts): in the head of a page whose first screen has a form, at the
// end of the body of the home page. Components that others are built on come first, as Mantine's
// list of its CSS files says; layered, as src/app/theme/layers.css says why.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
