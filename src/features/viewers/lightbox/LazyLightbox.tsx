import { useLightboxOpen } from './useLightbox';
import { lazyWithRetry } from '../../../common/lazy/lazyWithRetry';
import { OnDemandView } from '../../../common/lazy/OnDemandView';
import type { LightboxProps } from './Lightbox';

const Lightbox = lazyWithRetry<LightboxProps>(() => import('./Lightbox'));

/** The hero lightbox, its code fetched the first time it opens. */
export function LazyLightbox(props: LightboxProps) {
  const opened = useLightboxOpen(props.lightbox);
  return (
    <OnDemandView view={Lightbox} opened={opened} onClose={props.lightbox.close}>
      <Lightbox {...props} />
    </OnDemandView>
  );
}
