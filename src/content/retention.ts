/** How long the lead service keeps what a form sends, in days (its default retention): the forms'
 * note and the privacy and terms pages say it. Its own module, so the legal pages need no form. */
export const LEAD_RETENTION_DAYS = 365;
