import { Inject, Injectable } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@tontine/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';

export interface AccessClaims {
  sub: string;
  role: Role;
}

/** Access tokens: HS256 JWTs that expire after SESSION_EXPIRY_HOURS. */
@Injectable()
export class TokenService {
  private readonly key: Uint8Array;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  async issue(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.config.sessionExpiryHours * 3_600_000);
    const token = await new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setIssuer('tontine')
      .sign(this.key);
    return { token, expiresAt };
  }

  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'tontine',
        algorithms: ['HS256'],
      });
      return { sub: String(payload.sub), role: payload.role as Role };
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new DomainError('SESSION_EXPIRED');
      throw new DomainError('UNAUTHENTICATED');
    }
  }
}
