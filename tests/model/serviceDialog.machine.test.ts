import { describeMachineModel } from '../support/machineModel';
import { serviceDialogModel } from './serviceDialog.model';

describeMachineModel(serviceDialogModel);
