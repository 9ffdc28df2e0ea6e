export { WechatClient, WechatError, type WechatApp, type WechatClientOptions, type WechatUser } from './client.js';
