import { describeMachineModel } from '../support/machineModel';
import { serviceDialogModel } from './serviceDialog.model';
import { servicesUi } from './serviceDialog.visitor';

beforeAll(() => import('../../src/features/services/ServiceDialog'));
describeMachineModel(serviceDialogModel, { ui: servicesUi });
