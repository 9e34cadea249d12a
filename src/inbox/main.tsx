import './styles';
import { afterFirstPaint } from '../common/afterFirstPaint';
import { drawnState } from './drawn';

/*
 * The page's one module script, small and free of the app. A list the lead service drew
 * (drawn.ts) needs only the HTML and its CSS to paint: the app's code is asked for once the
 * browser has painted it, so it does not run before that paint. Otherwise the app draws the
 * page, and its code is asked for at once.
 */
const drawn = drawnState(document);
const start = () => void import('./start').then(({ startInbox }) => startInbox(drawn));
if (drawn) afterFirstPaint(start);
else start();
