/**
 * The mall's two payment pages in one lazy chunk: they are used together (the QR page hands over to
 * the result page) and share most of their code, and each lazy route costs every first screen its
 * list of chunks to preload (routes.ts sits in the entry), so two routes naming one chunk cost
 * about as little as one.
 */
export { default as PayResultPage } from './result';
export { default as PayWechatPage } from './wechat';
