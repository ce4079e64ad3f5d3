export type { AddressCardProps, CheckoutAddress } from './address-card/address-card';
export { AddressCard } from './address-card/address-card';
export type { AddressFlyoutProps } from './address-flyout/address-flyout';
export { AddressFlyout } from './address-flyout/address-flyout';
export type { AlertProps, AlertTone } from './alert/alert';
export { Alert } from './alert/alert';
export type { BracketPriceTableProps, PriceBracket } from './bracket-price-table/bracket-price-table';
export { BracketPriceTable } from './bracket-price-table/bracket-price-table';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/breadcrumbs';
export { Breadcrumbs } from './breadcrumbs/breadcrumbs';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { Button } from './button/button';
export type { CartLineFix, CartLineForm, CartLineProblem, CartLineProps } from './cart-line/cart-line';
export { CartLine } from './cart-line/cart-line';
export type { CategoryIconName, CategoryIconProps } from './category-icon/category-icon';
export { CATEGORY_ICON_NAMES, CategoryIcon } from './category-icon/category-icon';
export type { CheckboxProps } from './checkbox/checkbox';
export { Checkbox } from './checkbox/checkbox';
export type { CheckoutStepperProps } from './checkout-stepper/checkout-stepper';
export { CheckoutStepper } from './checkout-stepper/checkout-stepper';
export type { CmsAccordionsProps } from './content/accordions';
export { CmsAccordions } from './content/accordions';
export type { CmsPageBannerProps, CmsRandomBannersProps } from './content/banners';
export {
  CmsContentBanners,
  CmsLargeSection,
  CmsMarketingBanners,
  CmsPageBanner,
  CmsRandomBanners,
  CmsSubBanners,
} from './content/banners';
export type { CmsAccountApplicationProps, CmsSelectedProductsProps } from './content/blocks';
export {
  CmsAccountApplication,
  CmsAssortmentIcons,
  CmsContactCards,
  CmsImageSetOfThree,
  CmsImageSingle,
  CmsInfoBlock,
  CmsSelectedProducts,
  CmsServiceCards,
  CmsTextAndMedia,
  CmsTextBlock,
} from './content/blocks';
export type { DynamicFormRejection, DynamicFormViewProps } from './content/dynamic-form';
export { DynamicFormView } from './content/dynamic-form';
export type { DynamicFormLabels, DynamicFormValues } from './content/dynamic-form-rules';
export { validateDynamicForm } from './content/dynamic-form-rules';
export type { CmsHeroProps } from './content/hero';
export { CmsHero } from './content/hero';
export type { ContentLabels } from './content/labels';
export type { CmsListingCardProps } from './content/listing-card';
export { CmsListingCard } from './content/listing-card';
export type {
  AlertBannerProps,
  InformationBannerProps,
  MessageBannerLabels,
} from './content/message-banners';
export { AlertBanner, InformationBanner } from './content/message-banners';
export { pickRandomIndex, weightedOrder } from './content/order';
export type { CmsRichTextProps } from './content/rich-text';
export { CmsRichText } from './content/rich-text';
export type { CmsSectionDispatchProps, CmsSectionsProps, SectionRenderers } from './content/sections';
export { CmsSection, CmsSections } from './content/sections';
export type { CmsSectionProps } from './content/shared';
export type { SiteLogoProps } from './content/site-logo';
export { SiteLogo } from './content/site-logo';
export type { CmsTitledSectionProps } from './content/titled-section';
export { CmsTitledSection } from './content/titled-section';
export type { CmsVideoProps } from './content/video';
export { CmsVideo } from './content/video';
export type { DatePickerProps } from './date-picker/date-picker';
export { DatePicker } from './date-picker/date-picker';
export type { DeliveryGroupProps } from './delivery-group/delivery-group';
export { DeliveryGroup } from './delivery-group/delivery-group';
export type { ErrorViewProps } from './error-view/error-view';
export { ErrorView } from './error-view/error-view';
export type { Facet, FacetFiltersProps, FacetValue } from './facet-filters/facet-filters';
export { FacetFilters } from './facet-filters/facet-filters';
export type { FlyoutProps } from './flyout/flyout';
export { Flyout } from './flyout/flyout';
export type { FormErrorProps } from './form-status/form-error';
export { FormError } from './form-status/form-error';
export type { FormStatusProps, FormWriteStatus } from './form-status/form-status';
export { FormStatus } from './form-status/form-status';
export type { SubmitButtonProps } from './form-status/submit-button';
export { SubmitButton } from './form-status/submit-button';
export type { GalleryImage, ImageGalleryProps } from './image-gallery/image-gallery';
export { ImageGallery } from './image-gallery/image-gallery';
export type { LinkAppearance, LinkProps, LinkRoutingProps } from './link/link';
export { Link, LinkRouting } from './link/link';
export type { ModalProps } from './modal/modal';
export { Modal } from './modal/modal';
export type { PaginationProps } from './pagination/pagination';
export { Pagination } from './pagination/pagination';
export type { PriceProps } from './price/price';
export { formatPrice, Price } from './price/price';
export type { PriceSummaryProps, PriceSummaryVat } from './price-summary/price-summary';
export { PriceSummary } from './price-summary/price-summary';
export type { ProductCardProps, ProductGridProps } from './product-card/product-card';
export { ProductCard, ProductGrid } from './product-card/product-card';
export type { CompactQuantityInputProps } from './quantity-input/compact-quantity-input';
export { CompactQuantityInput, formatQuantity } from './quantity-input/compact-quantity-input';
export type { QuantityInputProps } from './quantity-input/quantity-input';
export { QuantityInput } from './quantity-input/quantity-input';
export type { SearchFieldProps } from './search-field/search-field';
export { SearchField } from './search-field/search-field';
export type { SelectFieldOption, SelectFieldProps } from './select-field/select-field';
export { SelectField } from './select-field/select-field';
export type { SkeletonProps } from './skeleton/skeleton';
export { Skeleton } from './skeleton/skeleton';
export type { SortSelectOption, SortSelectProps } from './sort-select/sort-select';
export { SortSelect } from './sort-select/sort-select';
export type { StockStatusProps, StockTone } from './stock-status/stock-status';
export { StockStatus } from './stock-status/stock-status';
export type { OpeningHours, StoreCardProps } from './store-card/store-card';
export { StoreCard } from './store-card/store-card';
export type { TextFieldProps } from './text-field/text-field';
export { TextField } from './text-field/text-field';
export type { FallbackFace, FontFallback, SpaceStep, ThemeTokens, TypeStep } from './tokens/theme';
export { CONTRAST_PAIRS, contrastRatio, fontFallbackCss, themeCss, themeToCssVars } from './tokens/theme';
export type { BrandId } from './tokens/themes';
export { BRAND_IDS, themes } from './tokens/themes';
export type { VariantOption, VariantSelectorProps } from './variant-selector/variant-selector';
export { VariantSelector } from './variant-selector/variant-selector';
export type { HazardWarning, WarningListProps } from './warning-list/warning-list';
export { WarningList } from './warning-list/warning-list';
