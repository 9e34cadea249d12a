import { lazyWithRetry } from '../../common/lazy/lazyWithRetry';
import { OnDemandView } from '../../common/lazy/OnDemandView';
import type { ServiceDialogHandle } from './useServiceDialog';
import type { ServiceDialogProps } from './ServiceDialog';

const ServiceDialog = lazyWithRetry<ServiceDialogProps>(() => import('./ServiceDialog'));

/** The Learn More dialog, its code fetched the first time one opens. */
export function LazyServiceDialog({ dialog }: { dialog: ServiceDialogHandle }) {
  return (
    <OnDemandView view={ServiceDialog} opened={dialog.opened} onClose={dialog.close}>
      <ServiceDialog opened={dialog.opened} service={dialog.service} onClose={dialog.close} onChoose={dialog.choose} />
    </OnDemandView>
  );
}
