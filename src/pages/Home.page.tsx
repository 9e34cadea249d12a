import { HomeSections } from '../sections/HomeSections';

export default function HomePage() {
  return <HomeSections />;
}
