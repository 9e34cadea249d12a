// What the first screen of every page needs, and nothing more: this CSS blocks the first paint.
// The cascade's layers are declared first (layers.css says why). Mantine's CSS is not listed here:
// the build adds each component's stylesheet to the CSS of the part that uses it, the first
// screen's components' to this chunk's (scripts/build/mantineStyles.ts).
import './layers.css';
import './fonts/fonts.css';
import './global.css';
// The shared classes our CSS modules compose, before the modules themselves, which refine them.
import '../../common/styles/shared.css';
// Each home section's estimated height, for the page's height before the section is drawn.
import '../../common/styles/heights.generated.css';
