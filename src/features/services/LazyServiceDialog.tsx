import { OnDemandView } from '../../common/lazy/OnDemandView';
import { ServiceDialogView as ServiceDialog, type ServiceDialogHandle } from './useServiceDialog';

/** The Learn More dialog, its code fetched the first time one opens. */
export function LazyServiceDialog({ dialog }: { dialog: ServiceDialogHandle }) {
  return (
    <OnDemandView opened={dialog.opened} onClose={dialog.close}>
      <ServiceDialog opened={dialog.opened} service={dialog.service} onClose={dialog.close} onChoose={dialog.choose} />
    </OnDemandView>
  );
}
