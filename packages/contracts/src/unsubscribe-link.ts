/**
 * Why an unsubscribe link did nothing: its token was changed, cut short or is missing. In a
 * module of its own, without zod: the page the link opens is public and stays small
 * (decision 025).
 */
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Turn the weekly e-mail off in your profile.';
