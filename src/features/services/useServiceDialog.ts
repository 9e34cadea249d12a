import { useActorRef, useSelector } from '@xstate/react';
import { serviceDialogMachine } from '../../../machines/serviceDialogMachine';
import { services, type ServiceId } from '../../content/services';
import { actorOptions } from '../../common/inspect';
import { lazyWithRetry } from '../../common/lazy/lazyWithRetry';
import { historyActions, useCloseOnBack } from '../../common/overlayHistory';
import type { ServiceDialogProps } from './ServiceDialog';

const machine = serviceDialogMachine.provide({ actions: historyActions('serviceDialog') });

/** The dialog itself: its code downloads when first wanted (LazyServiceDialog). */
export const ServiceDialogView = lazyWithRetry<ServiceDialogProps>(() => import('./ServiceDialog'));

/** The Learn More dialog: which service it shows (if any), and how to open and close it. */
export function useServiceDialog() {
  const actor = useActorRef(machine, actorOptions());
  useCloseOnBack(actor, 'serviceDialog');
  const opened = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const serviceId = useSelector(actor, (snapshot) => snapshot.context.serviceId);
  return {
    opened,
    service: services.find((service) => service.id === serviceId) ?? null,
    open: (id: ServiceId) => actor.send({ type: 'service.open', serviceId: id }),
    close: () => actor.send({ type: 'service.close' }),
    choose: () => actor.send({ type: 'service.choose' }),
    prepare: ServiceDialogView.preload,
  };
}

export type ServiceDialogHandle = ReturnType<typeof useServiceDialog>;
