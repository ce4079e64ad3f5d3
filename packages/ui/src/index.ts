export { Button } from './button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { CONTRAST_PAIRS, contrastRatio, themeCss, themeToCssVars } from './tokens/theme';
export type { ThemeTokens } from './tokens/theme';
export { BRAND_IDS, themes } from './tokens/themes';
export type { BrandId } from './tokens/themes';
