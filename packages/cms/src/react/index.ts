export { safeHref } from '../safe-url';
export { RichText, type RichTextProps } from './rich-text';
