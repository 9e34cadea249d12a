// What the first screen of every page needs, and nothing more: this CSS blocks the first paint.
// The CSS of the Mantine components only later parts use is in src/common/styles/: the forms' in
// componentStyles.ts, that of what opens on demand in overlayStyles.ts.
// Mantine's files are its layered ones (layers.css says why). Add a line here when the header, a
// hero or a page intro starts using another Mantine component.
import './layers.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import './fonts/fonts.css';
import './global.css';
// The shared classes our CSS modules compose, before the modules themselves, which refine them.
import '../../common/styles/shared.css';
