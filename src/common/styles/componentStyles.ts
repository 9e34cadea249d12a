// The CSS of the Mantine components that forms and their cards use, past the first screen of the
// home page. Each part that shows them imports this module, so its CSS is a stylesheet of its own
// that comes with the first of them; a page links it where that part is
// (scripts/build/pageStylesheets.ts): in the head of a page whose first screen has a form, at the
// end of the body of the home page. Components that others are built on come first, as Mantine's
// list of its CSS files says; layered, as src/app/theme/layers.css says why.
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
