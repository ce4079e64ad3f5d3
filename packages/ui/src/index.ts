export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { Button } from './button/button';
export type { ThemeTokens } from './tokens/theme';
export { CONTRAST_PAIRS, contrastRatio, themeCss, themeToCssVars } from './tokens/theme';
export type { BrandId } from './tokens/themes';
export { BRAND_IDS, themes } from './tokens/themes';
