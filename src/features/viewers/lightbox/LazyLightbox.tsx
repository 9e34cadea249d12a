import { LightboxView as Lightbox, useLightboxOpen } from './useLightbox';
import { OnDemandView } from '../../../common/lazy/OnDemandView';
import type { LightboxProps } from './Lightbox';

/** The hero lightbox, its code fetched the first time it opens. */
export function LazyLightbox(props: LightboxProps) {
  const opened = useLightboxOpen(props.lightbox);
  return (
    <OnDemandView opened={opened} onClose={props.lightbox.close}>
      <Lightbox {...props} />
    </OnDemandView>
  );
}
