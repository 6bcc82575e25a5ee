import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/db.ts";
import { maskedMessage } from "./outbox.ts";

export interface OutgoingMessage {
  channel: "email" | "sms";
  /** an email address, or `+<area><mobile>` */
  to: string;
  subject: string;
  body: string;
  /** the verification code inside the body: kept for the dev outbox, masked everywhere else */
  code?: string;
}

/** Where the venue's mail and SMS go. The default is the dev outbox (a table and a log line). */
export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Writes each message to the `outbox` table instead of sending it. The codes are kept only for the dev
 * outbox (`keepCodes`, DEV_OUTBOX=1: this machine's tool); otherwise a message is kept as the console
 * shows it (`maskedMessage`), so no code ever sits in the table for whoever reads it.
 */
export function outboxSender(db: Db, log: FastifyBaseLogger, keepCodes: boolean): Sender {
  return {
    async send(message) {
      const whole = { ...message, code: message.code ?? null };
      const m = keepCodes ? whole : { ...maskedMessage(whole), code: null };
      await db.query(
        "INSERT INTO outbox (channel, recipient, subject, body, code) VALUES ($1, $2, $3, $4, $5)",
        [m.channel, m.to, m.subject, m.body, m.code],
      );
      log.info({ channel: m.channel, to: m.to, subject: m.subject }, "message written to the dev outbox");
    },
  };
}

/** Email through SMTP (`SMTP_URL`); SMS has no gateway yet and keeps going to the outbox. */
export function smtpSender(smtpUrl: string, from: string, fallback: Sender): Sender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      if (m.channel !== "email") return fallback.send(m);
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.body });
    },
  };
}
