// Providers refuse sign-in inside the web views of other apps (Google: "disallowed_useragent"),
// so those get an explanation instead of a broken round trip.
const IN_APP = [
  /FBAN|FBAV|FB_IAB|FBIOS/i, // Facebook, Messenger
  /Instagram/i,
  /LinkedInApp/i,
  /musical_ly|BytedanceWebview|TikTok/i,
  /\bLine\//i,
  /Snapchat/i,
  /Pinterest/i,
  /Twitter|XApp/i,
  /MicroMessenger/i, // WeChat
  /; wv\)/i, // Android WebView
];

export function isInAppBrowser(userAgent: string = navigator.userAgent): boolean {
  return IN_APP.some((pattern) => pattern.test(userAgent));
}
