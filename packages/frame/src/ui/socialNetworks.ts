/** The social networks a merchant may link, in the order the footer and the home page show them. */
export const socialNetworks = ['facebook', 'instagram', 'twitter', 'youtube', 'telegram', 'discord'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
