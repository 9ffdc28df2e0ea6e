export { WechatClient, WechatError, type TemplateMessage, type WechatApp, type WechatClientOptions, type WechatUser } from './client.js';
