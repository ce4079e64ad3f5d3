export { RichText, type RichTextProps } from './rich-text';
