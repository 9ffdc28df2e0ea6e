export { WechatClient, WechatError, type WechatClientOptions, type WechatUser } from './client.js';
