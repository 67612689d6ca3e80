/** The public config's upstream base URLs of an embedded site: every upstream the site's own origin (app/config/env.ts). */
export const NO_UPSTREAMS = {
  siteApiUrl: '',
  contentApiUrl: '/api/content/v1',
  contentHost: '',
  vreelsApiUrl: '',
  forumApiUrl: '/api/forum',
  memberPlusApiUrl: '/api/member-plus',
  valuePopupApiUrl: '/api/value-popup',
  sendServiceApiUrl: '/api/send-service',
  camProviderApiUrl: '/api/cam-provider',
  camProviderWsUrl: '',
};
