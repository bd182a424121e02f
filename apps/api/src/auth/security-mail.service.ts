import { Injectable } from '@nestjs/common';
import { MailService } from '../mail/mail.service.js';
import type { User } from '../users/user.entity.js';

/**
 * The e-mails that tell an account owner what happened to their account, in the three
 * languages since the address may be read before anyone knows which the person prefers.
 * Sent after the answer: a slow mail server never delays or fails the request.
 */
@Injectable()
export class SecurityMailService {
  constructor(private readonly mail: MailService) {}

  passwordChanged(user: User): void {
    setImmediate(() => {
      void this.mail.send({
        to: user.email,
        subject: 'Votre mot de passe Tontine a été modifié',
        text:
          `Bonjour ${user.firstName},\n\n` +
          'Le mot de passe de votre compte Tontine vient d’être modifié, et vos autres sessions ont été fermées.\n' +
          "Si ce n'était pas vous, réinitialisez-le tout de suite avec « Mot de passe oublié » sur la page de connexion.\n\n" +
          'The password of your Tontine account was just changed and your other sessions were ended. ' +
          'If it was not you, reset it at once with “Forgot password” on the sign-in page.\n\n' +
          'Nenosiri la akaunti yako ya Tontine limebadilishwa na vipindi vyako vingine vimefungwa. ' +
          'Ikiwa si wewe, liweke upya mara moja kwa « Umesahau nenosiri » kwenye ukurasa wa kuingia.\n',
      });
    });
  }

  resetLink(user: User, link: string): Promise<boolean> {
    return this.mail.send({
      to: user.email,
      subject: 'Réinitialisation de votre mot de passe Tontine',
      text:
        `Bonjour ${user.firstName},\n\n` +
        `Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${link}\n\n` +
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n\n" +
        `To choose a new password, open this link within the hour:\n${link}\n\n` +
        `Kuweka nenosiri jipya, fungua kiungo hiki ndani ya saa moja:\n${link}\n`,
    });
  }
}
