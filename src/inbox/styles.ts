// The inbox's CSS: the site's cascade layers, fonts and theme variables, and Mantine's and the data
// table's layered styles whole (the inbox is staff's, not on any visitor's budget), then its own.
import '../app/theme/layers.css';
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import 'mantine-datatable/styles.layer.css';
import '../app/theme/fonts/fonts.css';
import './inbox.css';
