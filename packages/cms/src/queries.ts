import { graphql } from './graphql';

/*
 * The named GraphQL queries of content-layer §7. Fragments are unmasked
 * (`@_unmask`): a query's result type holds every field it selects, so the
 * view-model mappers read them directly.
 */

export const ImageFields = graphql(`
  fragment ImageFields on Asset @_unmask {
    sys { id }
    title
    description
    url
    width
    height
    contentType
  }
`);

export const EmbeddedEntryFields = graphql(`
  fragment EmbeddedEntryFields on Entry @_unmask {
    __typename
    sys { id }
    ... on Button { text url variant size inline shape icon }
    ... on ContentPage { title slug }
  }
`);

/** What a rich-text field selects: the document, and the entries and assets it links to. */
const RICH_TEXT = `json
  links {
    entries { inline { ...EmbeddedEntryFields } block { ...EmbeddedEntryFields } hyperlink { ...EmbeddedEntryFields } }
    assets { block { ...ImageFields } hyperlink { ...ImageFields } }
  }`;

/**
 * A rich-text fragment: Contentful gives every rich-text field a type of its own
 * (`InfoBlockInfoBlockText`), so each needs a fragment, and all select the same.
 */
const richText = <const Name extends string, const On extends string>(name: Name, on: On) =>
  graphql(`fragment ${name} on ${on} @_unmask { ${RICH_TEXT} }`, [EmbeddedEntryFields, ImageFields]);

const richTextFragment = {
  ContentPageIngress: richText('ContentPageIngressFields', 'ContentPageIngress'),
  ContentPageBodyTextPrimary: richText('ContentPageBodyFields', 'ContentPageBodyTextPrimary'),
  InfoBlockInfoBlockText: richText('InfoBlockTextFields', 'InfoBlockInfoBlockText'),
  TextAndMediaText: richText('TextAndMediaTextFields', 'TextAndMediaText'),
  TextBlockBodyTextSecondary: richText('TextBlockBodyFields', 'TextBlockBodyTextSecondary'),
  AccordionItemBody: richText('AccordionItemBodyFields', 'AccordionItemBody'),
  AccountApplicationText: richText('AccountApplicationTextFields', 'AccountApplicationText'),
  ContentListingPageIngress: richText('ListingIngressFields', 'ContentListingPageIngress'),
  StorePageIngress: richText('StorePageIngressFields', 'StorePageIngress'),
  StorePageBodyTextPrimary: richText('StorePageBodyFields', 'StorePageBodyTextPrimary'),
  StoreDetailsInfobox: richText('StoreInfoboxFields', 'StoreDetailsInfobox'),
  DynamicFormFormDescription: richText('FormDescriptionFields', 'DynamicFormFormDescription'),
};
const R = richTextFragment;

export const HeroFields = graphql(
  `fragment HeroFields on Hero @_unmask {
    sys { id }
    title titleFontSize slug description overlay
    heroDesktop { ...ImageFields } heroMobile { ...ImageFields } icon { ...ImageFields }
  }`,
  [ImageFields],
);

export const BannerFields = graphql(
  `fragment BannerFields on Banner @_unmask {
    sys { id }
    name title icon { ...ImageFields } textRow1 textRow2 contentImage { ...ImageFields } image { ...ImageFields }
    template linkUrl isExternalLink marketingId creative
  }`,
  [ImageFields],
);

export const ContactFields = graphql(
  `fragment ContactFields on Contact @_unmask { sys { id } role name phone email image { ...ImageFields } }`,
  [ImageFields],
);

/** What most sections start with (the fields of content-layer §3's section head). */
const SECTION_HEAD = '__typename sys { id } title backgroundColor icon { ...ImageFields }';

export const LargeSectionFields = graphql(
  `fragment LargeSectionFields on LargeSection @_unmask {
    ${SECTION_HEAD}
    subHero { title text buttonText buttonLink image { ...ImageFields } linkUrl isExternalLink template }
  }`,
  [ImageFields],
);
export const SubBannersFields = graphql(
  `fragment SubBannersFields on SubBanners @_unmask {
    ${SECTION_HEAD} name
    itemsCollection(limit: 6) { items { ...BannerFields } }
  }`,
  [ImageFields, BannerFields],
);
export const RandomBannersFields = graphql(
  `fragment RandomBannersFields on RandomBanners @_unmask {
    ${SECTION_HEAD}
    itemsCollection(limit: 10) { items { sys { id } title preTitle text contentImage { ...ImageFields } buttonText linkUrl isExternalLink template marketingId creative } }
  }`,
  [ImageFields],
);
export const MarketingBannersFields = graphql(
  `fragment MarketingBannersFields on MarketingBanners @_unmask {
    ${SECTION_HEAD} name
    itemsCollection(limit: 10) { items { sys { id } metaTitle metaDescription bannerDesktop { ...ImageFields } bannerMobile { ...ImageFields } linkUrl isExternalLink weight marketingId creative } }
  }`,
  [ImageFields],
);
export const ContentBannersFields = graphql(
  `fragment ContentBannersFields on ContentBanners @_unmask {
    ${SECTION_HEAD}
    itemsCollection(limit: 10) { items { ...BannerFields } }
  }`,
  [ImageFields, BannerFields],
);
export const SelectedProductsFields = graphql(`
  fragment SelectedProductsFields on SelectedProducts @_unmask {
    __typename sys { id } name title selectedProductsId articleNumbers
  }
`);
export const AssortmentIconsFields = graphql(
  `fragment AssortmentIconsFields on AssortmentIcons @_unmask {
    ${SECTION_HEAD}
    itemsCollection(limit: 20) { items { sys { id } title icon { ...ImageFields } linkUrl } }
  }`,
  [ImageFields],
);
export const ServiceCardsFields = graphql(
  `fragment ServiceCardsFields on ServiceCards @_unmask {
    ${SECTION_HEAD}
    itemsCollection(limit: 12) { items { sys { id } title description icon { ...ImageFields } linkUrl } }
  }`,
  [ImageFields],
);
export const AccountApplicationFields = graphql(
  `fragment AccountApplicationFields on AccountApplication @_unmask {
    ${SECTION_HEAD}
    text { ...AccountApplicationTextFields }
    form { sys { id } title formTitle }
  }`,
  [ImageFields, R.AccountApplicationText],
);
export const ContactCardsFields = graphql(
  `fragment ContactCardsFields on ContactCards @_unmask {
    ${SECTION_HEAD}
    itemsCollection(limit: 20) { items { ...ContactFields } }
  }`,
  [ImageFields, ContactFields],
);
export const ImageSetOfThreeFields = graphql(
  `fragment ImageSetOfThreeFields on ImageSetOfThree @_unmask {
    ${SECTION_HEAD}
    imagesCollection(limit: 3) { items { ...ImageFields } }
  }`,
  [ImageFields],
);
export const ImageSingleFields = graphql(
  `fragment ImageSingleFields on ImageSingle @_unmask {
    ${SECTION_HEAD} image { ...ImageFields } caption
  }`,
  [ImageFields],
);
export const InfoBlockFields = graphql(
  `fragment InfoBlockFields on InfoBlock @_unmask {
    __typename sys { id } infoBlockTitle backgroundColor icon { ...ImageFields }
    infoBlockText { ...InfoBlockTextFields }
  }`,
  [ImageFields, R.InfoBlockInfoBlockText],
);
export const TextAndMediaFields = graphql(
  `fragment TextAndMediaFields on TextAndMedia @_unmask {
    __typename sys { id } textMediaTitle backgroundColor imagePosition image { ...ImageFields }
    text { ...TextAndMediaTextFields }
  }`,
  [ImageFields, R.TextAndMediaText],
);
export const TextBlockFields = graphql(
  `fragment TextBlockFields on TextBlock @_unmask {
    __typename sys { id } title backgroundColor bodyTextSecondary { ...TextBlockBodyFields }
  }`,
  [R.TextBlockBodyTextSecondary],
);
export const VideoFields = graphql(
  `fragment VideoFields on Video @_unmask {
    ${SECTION_HEAD} videoUrl thumbnail { ...ImageFields }
  }`,
  [ImageFields],
);
export const AccordionsFields = graphql(
  `fragment AccordionsFields on Accordions @_unmask {
    ${SECTION_HEAD}
    itemsCollection(limit: 30) { items { sys { id } title body { ...AccordionItemBodyFields } } }
  }`,
  [ImageFields, R.AccordionItemBody],
);

export const StoreDetailsFields = graphql(
  `fragment StoreDetailsFields on StoreDetails @_unmask {
    sys { id }
    storeId name address phone email label location { lat lon }
    openingHoursMondays openingHoursTuesdays openingHoursWednesdays openingHoursThursdays
    openingHoursFridays openingHoursSaturdays openingHoursSundays
    specialOpeningHoursWeekdays specialOpeningHoursWeekends
    infobox { ...StoreInfoboxFields }
    assortmentsCollection(limit: 20) { items { sys { id } title icon { ...ImageFields } linkUrl } }
    servicesCollection(limit: 20) { items { sys { id } title description icon { ...ImageFields } linkUrl } }
    storeActivitiesCollection(limit: 20) { items { sys { id } title date description image { ...ImageFields } } }
    contactsSectionTitle
    contactsCollection(limit: 20) { items { ...ContactFields } }
    phoneNumbersCollection(limit: 20) { items { ...ContactFields } }
  }`,
  [ImageFields, ContactFields, R.StoreDetailsInfobox],
);

type Fragment = NonNullable<Parameters<typeof graphql>[1]>[number];

/** `get<Type>`: one entry of a section type by id, with the type's fragment (`InfoBlock` → `infoBlock { ...InfoBlockFields }`). */
function entryById<const Type extends string, const F extends Fragment>(type: Type, fragment: F) {
  const field = (type.charAt(0).toLowerCase() + type.slice(1)) as Uncapitalize<Type>;
  return graphql(
    `query get${type}($id: String!, $preview: Boolean = false) {
      ${field}(id: $id, preview: $preview) { ...${type}Fields }
    }`,
    [fragment],
  );
}

export const GET_FRONT_PAGE = graphql(
  `query getFrontPage($preview: Boolean = false) {
    frontPageCollection(limit: 1, preview: $preview) {
      items {
        sys { id }
        name metaDescription
        hero { ...HeroFields }
        sectionsCollection(limit: 20) {
          items {
            __typename
            ...LargeSectionFields ...SubBannersFields ...RandomBannersFields ...MarketingBannersFields
            ...ContentBannersFields ...SelectedProductsFields ...AssortmentIconsFields ...ServiceCardsFields
          }
        }
      }
    }
  }`,
  [
    HeroFields,
    LargeSectionFields,
    SubBannersFields,
    RandomBannersFields,
    MarketingBannersFields,
    ContentBannersFields,
    SelectedProductsFields,
    AssortmentIconsFields,
    ServiceCardsFields,
  ],
);

export const GET_HERO = graphql(
  `query getHero($slug: String!, $preview: Boolean = false) {
    heroCollection(where: { slug: $slug }, limit: 1, preview: $preview) { items { ...HeroFields } }
  }`,
  [HeroFields],
);

export const GET_INFO_BLOCK = entryById('InfoBlock', InfoBlockFields);

export const GET_TEXT_AND_MEDIA = entryById('TextAndMedia', TextAndMediaFields);

export const GET_TEXT_BLOCK = entryById('TextBlock', TextBlockFields);

export const GET_STORE_DETAILS = graphql(
  `query getStoreDetails($storeId: String!, $preview: Boolean = false) {
    storeDetailsCollection(where: { storeId: $storeId }, limit: 1, preview: $preview) { items { ...StoreDetailsFields } }
  }`,
  [StoreDetailsFields],
);

export const GET_ALL_STORE_DETAILS = graphql(
  `query getAllStoreDetails($skip: Int = 0, $limit: Int = 200, $preview: Boolean = false) {
    storeDetailsCollection(skip: $skip, limit: $limit, order: [storeId_ASC], preview: $preview) {
      total
      items { ...StoreDetailsFields }
    }
  }`,
  [StoreDetailsFields],
);

export const GET_STORE_PAGE = graphql(
  `query getStorePage($storeId: String!, $preview: Boolean = false) {
    storePageCollection(where: { storeId: $storeId }, limit: 1, preview: $preview) {
      items {
        sys { id }
        storeId title
        ingress { ...StorePageIngressFields }
        bodyTextPrimary { ...StorePageBodyFields }
        heroDesktop { ...ImageFields } heroMobile { ...ImageFields }
        storeDetails { ...StoreDetailsFields }
        sectionsCollection(limit: 50) {
          items { __typename ...AssortmentIconsFields ...MarketingBannersFields ...VideoFields }
        }
      }
    }
  }`,
  [
    ImageFields,
    R.StorePageIngress,
    R.StorePageBodyTextPrimary,
    StoreDetailsFields,
    AssortmentIconsFields,
    MarketingBannersFields,
    VideoFields,
  ],
);

export const GET_RETAILERS = graphql(`
  query getRetailers($skip: Int = 0, $limit: Int = 100, $preview: Boolean = false) {
    retailerCollection(skip: $skip, limit: $limit, order: [name_ASC], preview: $preview) {
      total skip limit
      items { sys { id } name address location { lat lon } offerings link }
    }
  }
`);

export const GET_ALL_RETAILERS = graphql(`
  query getAllRetailers($skip: Int = 0, $preview: Boolean = false) {
    retailerCollection(skip: $skip, limit: 100, order: [name_ASC], preview: $preview) {
      total skip limit
      items { sys { id } name address location { lat lon } offerings link }
    }
  }
`);

export const GET_CONTENT_PAGE = graphql(
  `query getContentPage($slug: String!, $preview: Boolean = false) {
    contentPageCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
      items {
        sys { id }
        title preTitle slug showSidebar metaDescription canonicalLink displayContacts excludeFromSearch authenticatedOnly
        ingress { ...ContentPageIngressFields }
        bodyTextPrimary { ...ContentPageBodyFields }
        categorySectionTitle categorySectionIcon { ...ImageFields } categories
        hero { ...HeroFields }
        thumbnail { ...ImageFields }
        banner { ...BannerFields }
        linkedFrom { contentListingPageCollection(limit: 10) { items { slug title } } }
        sectionsCollection(limit: 50) {
          items {
            __typename
            ...AccountApplicationFields ...AssortmentIconsFields ...ContactCardsFields ...ContentBannersFields
            ...ImageSetOfThreeFields ...ImageSingleFields ...InfoBlockFields ...LargeSectionFields
            ...MarketingBannersFields ...RandomBannersFields ...SelectedProductsFields ...SubBannersFields
            ...TextAndMediaFields ...TextBlockFields ...VideoFields ...AccordionsFields
          }
        }
      }
    }
  }`,
  [
    ImageFields,
    R.ContentPageIngress,
    R.ContentPageBodyTextPrimary,
    HeroFields,
    BannerFields,
    AccountApplicationFields,
    AssortmentIconsFields,
    ContactCardsFields,
    ContentBannersFields,
    ImageSetOfThreeFields,
    ImageSingleFields,
    InfoBlockFields,
    LargeSectionFields,
    MarketingBannersFields,
    RandomBannersFields,
    SelectedProductsFields,
    SubBannersFields,
    TextAndMediaFields,
    TextBlockFields,
    VideoFields,
    AccordionsFields,
  ],
);

/** A listing page's item: the content page it lists. */
const ListingItemFields = graphql(
  `fragment ListingItemFields on ContentPage @_unmask {
    sys { id }
    slug title preTitle authenticatedOnly
    thumbnail { ...ImageFields }
    ingress { ...ContentPageIngressFields }
    banner { ...BannerFields }
    contentfulMetadata { tags { id name } }
  }`,
  [ImageFields, R.ContentPageIngress, BannerFields],
);

/** Items per request of a listing page's `contentCollection`; the rest are paged with `skip`. */
export const LISTING_ITEMS_PER_FETCH = 200;

export const GET_CONTENT_LISTING_PAGE = graphql(
  `query getContentListingPage($slug: String!, $preview: Boolean = false) {
    contentListingPageCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
      items {
        sys { id }
        slug title overlay metaDescription tagOrder
        heroDesktop { ...ImageFields } heroMobile { ...ImageFields } icon { ...ImageFields }
        ingress { ...ListingIngressFields }
        contentfulMetadata { tags { id name } }
        contentCollection(limit: 200) {
          total
          items { ...ListingItemFields }
        }
      }
    }
  }`,
  [ImageFields, R.ContentListingPageIngress, ListingItemFields],
);

/** The items of a listing page past the first request's 200, by the page's id. */
export const GET_CONTENT_LISTING_PAGE_ITEMS = graphql(
  `query getContentListingPageItems($id: String!, $skip: Int!, $limit: Int = 200, $preview: Boolean = false) {
    contentListingPage(id: $id, preview: $preview) {
      contentCollection(skip: $skip, limit: $limit) {
        total
        items { ...ListingItemFields }
      }
    }
  }`,
  [ListingItemFields],
);

export const GET_DYNAMIC_FORM = graphql(
  `query getDynamicForm($id: String!, $preview: Boolean = false) {
    dynamicForm(id: $id, preview: $preview) {
      sys { id }
      title formTitle
      formDescription { ...FormDescriptionFields }
      inputsCollection(limit: 40) { items { sys { id } title type inputList requiredField placeholderText inputId } }
    }
  }`,
  [R.DynamicFormFormDescription],
);
