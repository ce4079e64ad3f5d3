// What an app gets when it imports everything: the bench's entry point.
export * from '@shop/commerce-client';
export * from '@shop/commerce-client/contract';
