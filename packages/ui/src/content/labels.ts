/** The words the content sections show or read out; the storefront's catalogue supplies them. */
export interface ContentLabels {
  /** Before a contact's `tel:` link, e.g. 'Telefon'. */
  phone: string;
  /** Before a contact's `mailto:` link, e.g. 'E-post'. */
  email: string;
  /** Visually hidden after the text of a link that opens a new tab, e.g. '(öppnas i ny flik)'. */
  newTab: string;
  /** The call to action of a banner or card with a link but no button text, e.g. 'Läs mer'. */
  readMore: string;
  /** The video facade's button name, followed by ': ' and the video's title, e.g. 'Spela upp video'. */
  playVideo: string;
  /** The video frame's title when the section has none, e.g. 'Video'. */
  video: string;
}
