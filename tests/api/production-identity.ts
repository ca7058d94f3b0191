/** The operator's facts of a production start in tests and benches: real forms, none a demo value (env.ts refuses those). */
export const PRODUCTION_IDENTITY = {
  SITE_COMPANY: '蜂数（北京）农业科技有限公司',
  SITE_ICP: '京ICP备20261234号-1',
  SITE_POLICE_RECORD: '京公网安备11010502012345号',
  SITE_MAP_REVIEW: 'GS（2025）1234号',
  SITE_SERVICE_WECHAT: 'beedata_kefu',
  SITE_SERVICE_URL: 'https://work.weixin.qq.com/kfid/beedata_kefu',
  SITE_SERVICE_PHONE: '010-6500 1234',
  SITE_SERVICE_EMAIL: 'service@beedata.com.cn',
};

/** The settings of a production start on the embedded database (readEnv's input): a real secret and address, real SMS. */
export const PRODUCTION_EMBEDDED = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-real-secret-from-the-vault-0123',
  PUBLIC_URL: 'https://www.beedata.example',
  SMS_PROVIDER: 'aliyun',
  EMBEDDED_DATABASE: '1',
  ...PRODUCTION_IDENTITY,
};
