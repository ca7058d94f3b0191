import { describe, expect, it } from 'vitest';
import { aliyunEncode, aliyunSign } from '#server/providers/sms.ts';

describe('Aliyun RPC signature', () => {
  it('encodes as RFC 3986', () => {
    expect(aliyunEncode('a b*c~d!')).toBe('a%20b%2Ac~d%21');
    expect(aliyunEncode('{"code":"1"}')).toBe('%7B%22code%22%3A%221%22%7D');
  });
  it('matches the worked example of the Aliyun SMS documentation', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSign(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});
