import { useEffect } from 'react';
import { scrollToAnchorWhenReady } from '../components/AnchorLink/scrollToAnchor';
import { HomeSections } from '../sections/HomeSections';

export default function HomePage() {
  // Arriving from another route at `/#services`: scroll once the sections exist.
  useEffect(() => {
    const anchor = window.location.hash.slice(1);
    if (anchor) return scrollToAnchorWhenReady(decodeURIComponent(anchor));
  }, []);

  return <HomeSections />;
}
