import { describe, expect, it } from 'vitest';
import { contentQueries, type SiteChrome } from '../core';
import { testServices } from '../test/render';
import { faviconLinks } from './content-frame';

const image = (url: string) => ({
  id: 'favicon',
  url,
  title: 'Bygghandeln',
  description: '',
  width: 32,
  height: 32,
});

/** Services whose query cache holds a frame with this favicon, for a brand that shows the content logo or not. */
function servicesWith(url: string | null, contentLogo?: boolean) {
  const services = testServices();
  if (contentLogo !== undefined)
    services.brand = { ...services.brand, settings: { ...services.brand.settings, contentLogo } };
  const chrome: SiteChrome = {
    logo: {
      logo: null,
      logoSmall: null,
      favicon: url ? image(url) : null,
      lightLogo: null,
      lightLogoSmall: null,
    },
    header: null,
    footer: null,
    ourServices: null,
    alertBanner: null,
    informationBanner: null,
  };
  services.queryClient.setQueryData(contentQueries.chrome(services.content).queryKey, chrome);
  return services;
}

describe('faviconLinks', () => {
  it("links the content service's favicon", () => {
    expect(faviconLinks(servicesWith('http://127.0.0.1:4000/cms/images/favicon.svg'))).toEqual([
      { rel: 'icon', href: 'http://127.0.0.1:4000/cms/images/favicon.svg' },
    ]);
    expect(faviconLinks(servicesWith('/cms/images/favicon.svg'))).toEqual([
      { rel: 'icon', href: '/cms/images/favicon.svg' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'mailto:logo@example.se',
    '//evil.example/favicon.ico',
    'favicon.ico',
  ])('refuses %s: the build’s icon stands', (url) => {
    expect(faviconLinks(servicesWith(url))).toEqual([]);
  });

  it('links none without a favicon, or for a brand that keeps its own logo', () => {
    expect(faviconLinks(servicesWith(null))).toEqual([]);
    expect(faviconLinks(servicesWith('https://cdn.example.se/favicon.png', false))).toEqual([]);
    expect(faviconLinks(testServices())).toEqual([]);
  });
});
