/** The portfolio's categories, in the order of their filter buttons (after All). A category with
 * no project yet still gets its button, and an empty state that invites a consultation. Apart from
 * the projects (which import their images), so that Node can read them: the browser replays build
 * their model from them (tests/model/portfolioFilter.model.ts). */
export const projectCategories = [
  'Graphic Design',
  'Event Management',
  'Publicity Solutions',
  'Digital Marketing',
] as const;
