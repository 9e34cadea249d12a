import { describeMachineModel } from '../support/machineModel';
import { imageViewerModel } from './imageViewer.model';

describeMachineModel(imageViewerModel);
