import { HomeSections } from '../../features/home/HomeSections';

export default function HomePage() {
  return <HomeSections />;
}
