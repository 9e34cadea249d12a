import { imageViewerMachine, type ViewerImage } from '../../machines/imageViewerMachine';
import { toViewerImage } from '../../src/common/overlay/viewerImage';
import { projects } from '../../src/content/portfolio';
import { services } from '../../src/content/services';
import type { MachineModel } from '../support/machineModel';

/** The images the viewer's openers show: a project's View Project and a service's image. */
export const images = [projects[2]!, services[1]!].map((each) => toViewerImage(each.image, each.imageAlt));

/** The viewer, from product rule D14, apart from the chart: an opener opens it on its image; while
 * open, its button, Escape, the backdrop and Back close it and the cards behind it open nothing. */
export const imageViewerModel: MachineModel<typeof imageViewerMachine, { image: ViewerImage | null }> = {
  machine: imageViewerMachine,
  events: [...images.map((image) => ({ type: 'overlay.open', image }) as const), { type: 'overlay.close' }],
  view: {
    initial: { image: null },
    after: ({ image }, event) => ({ image: event.type === 'overlay.open' ? (image ?? event.image) : null }),
    of: (snapshot) => ({ image: snapshot.matches('open') ? snapshot.context.image : snapshot.context.image && 'kept' }),
  },
};
