// The inbox's CSS: the site's cascade layers, fonts and theme variables, the data table's layered
// styles, then its own. Mantine's come with each component it uses (scripts/build/mantineStyles.ts).
import '../app/theme/layers.css';
import 'mantine-datatable/styles.layer.css';
import '../app/theme/fonts/fonts.css';
import './inbox.css';
