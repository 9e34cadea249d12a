import { useEffect } from 'react';
import { scrollToAnchor } from '../components/AnchorLink/AnchorLink';
import { HomeSections } from '../sections/HomeSections';

export default function HomePage() {
  // Arriving from another route at `/#services`: scroll once the sections exist.
  useEffect(() => {
    const anchor = window.location.hash.slice(1);
    if (anchor) scrollToAnchor(decodeURIComponent(anchor));
  }, []);

  return <HomeSections />;
}
