// WeChat Open Platform website login (OAuth 2.0, scope snsapi_login): the QR page, code exchange, profile.

export interface WechatOAuthOptions {
  appId: string;
  secret: string;
  /** https://api.weixin.qq.com unless a test points it at a stand-in. */
  apiBase: string;
  /** https://open.weixin.qq.com likewise. */
  openBase: string;
  timeoutMs?: number;
}

export interface WechatIdentity {
  accessToken: string;
  openid: string;
  unionid?: string;
}

export interface WechatProfile {
  nickname: string;
  /** The avatar URL; empty when the user has none. */
  headimgurl: string;
  unionid?: string;
}

/** WeChat said no (`errcode`, e.g. 40029 invalid code), or could not be reached (`errcode` null). */
export class WechatError extends Error {
  constructor(
    message: string,
    readonly errcode: number | null,
  ) {
    super(message);
    this.name = 'WechatError';
  }
}

interface WechatErrorBody {
  errcode?: number;
  errmsg?: string;
}

export class WechatOAuth {
  constructor(private readonly options: WechatOAuthOptions) {}

  /** The page that shows WeChat's login QR; WeChat sends the browser to `redirectUri?code=&state=`. */
  qrConnectUrl(redirectUri: string, state: string): string {
    const url = new URL('/connect/qrconnect', this.options.openBase);
    url.search = new URLSearchParams({
      appid: this.options.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    }).toString();
    return `${url.href}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const body = await this.call<{ access_token?: string; openid?: string; unionid?: string }>(
      '/sns/oauth2/access_token',
      { appid: this.options.appId, secret: this.options.secret, code, grant_type: 'authorization_code' },
    );
    if (!body.access_token || !body.openid) throw new WechatError('WeChat answered without openid', null);
    return {
      accessToken: body.access_token,
      openid: body.openid,
      ...(body.unionid ? { unionid: body.unionid } : {}),
    };
  }

  async userInfo(accessToken: string, openid: string): Promise<WechatProfile> {
    const body = await this.call<{ nickname?: string; headimgurl?: string; unionid?: string }>(
      '/sns/userinfo',
      {
        access_token: accessToken,
        openid,
      },
    );
    return {
      nickname: body.nickname ?? '',
      headimgurl: body.headimgurl ?? '',
      ...(body.unionid ? { unionid: body.unionid } : {}),
    };
  }

  private async call<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(path, this.options.apiBase);
    url.search = new URLSearchParams(query).toString();
    let text: string;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
      text = await res.text();
    } catch (err) {
      throw new WechatError(`WeChat ${path} unreachable: ${(err as Error).message}`, null);
    }
    let body: T & WechatErrorBody;
    try {
      // WeChat answers JSON, at times labelled text/plain.
      body = JSON.parse(text) as T & WechatErrorBody;
    } catch {
      throw new WechatError(`WeChat ${path} answered without JSON`, null);
    }
    if (body.errcode)
      throw new WechatError(`WeChat ${path}: ${body.errcode} ${body.errmsg ?? ''}`, body.errcode);
    return body;
  }
}
