// Chat endpoints (SPEC §7 Chat and common phrases) and the /ws/{userType}/{userId} socket (SPEC §4): the
// same service behind both, so a message sent by either way is stored, acknowledged and fanned out alike.
import { failure, ok } from '@app/shared/api';
import { type ChatInboundMessage, chatInbound, CHAT_MESSAGES as M } from '@app/shared/chat';
import { HEARTBEAT_MS } from '@app/shared/constants';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint, socketOf } from '../../http/contract.ts';
import { ForbiddenError } from '../../http/errors.ts';
import { socketRoute } from '../../http/ws.ts';
import type { InterviewerBrain } from '../interviewer/index.ts';
import { phraseRoutes } from './phrase-routes.ts';
import { Presence } from './presence.ts';
import * as service from './service.ts';

export interface ChatRouteOptions {
  /** The interviewer the interviews module reads results with (applying snapshots a result). */
  brain: InterviewerBrain;
}

/** Socket messages a client may send: a burst, then so many a second (50 a second is refused). */
const CHAT_RATE_LIMIT = { burst: 30, perSecond: 20 };

export const chatRoutes: FastifyPluginAsyncZod<ChatRouteOptions> = async (app, options) => {
  const deps: service.ChatDeps = {
    db: app.db,
    pubsub: app.pubsub,
    storage: app.storage,
    brain: options.brain,
    log: app.log,
  };
  const presence = new Presence(app.kv);
  app.addHook('onReady', async () => presence.start(HEARTBEAT_MS));
  app.addHook('onClose', async () => presence.stop());
  const docs = (summary: string) => ({ tags: ['chat'], summary, security: [{ token: [] }] });
  const auth = { onRequest: app.authenticate };

  registerEndpoint(
    app,
    contract.chat.jobRecruiter,
    { ...auth, schema: docs('Who applying to a job talks with: the recruiter who published it') },
    async (request) => ok(await service.jobRecruiter(app.db, request.query.jobId)),
  );

  // SPEC §4 step 1: code 0 without a message when there is no conversation yet; code 1 with a question when
  // the seeker already applied (the dialog adds the question mark).
  registerEndpoint(
    app,
    contract.chat.checkSession,
    { ...auth, schema: docs('Whether the caller already has a conversation with the user about the job') },
    async (request) => {
      const caller = currentUser(request);
      const session = await service.existingSession(
        app.db,
        caller,
        request.query.targetUserId,
        request.query.jobId ?? null,
      );
      if (!session) return failure('');
      return ok({ id: session.id, sessionId: session.id }, M.alreadyApplied);
    },
  );

  registerEndpoint(
    app,
    contract.chat.getOrCreateSession,
    { ...auth, schema: docs('The conversation with a user about a job, made when missing') },
    async (request) => {
      const session = await service.openSession(app.db, currentUser(request), request.body);
      return ok({ id: session.id, sessionId: session.id });
    },
  );

  registerEndpoint(
    app,
    contract.chat.sessions,
    { ...auth, schema: docs('The caller’s conversations, pinned first, then by the last message') },
    async (request) => {
      const lists = await service.listSessions(app.db, currentUser(request));
      return ok({ lists, count: lists.length });
    },
  );

  registerEndpoint(
    app,
    contract.chat.messages,
    {
      ...auth,
      schema: docs('Messages of a conversation: the newest page, earlier ones, or those after a seq'),
    },
    async (request) => ok(await service.messagesOf(app.db, currentUser(request), request.query)),
  );

  registerEndpoint(
    app,
    contract.chat.sendMessage,
    { ...auth, schema: docs('Stores a message (once per client_id) and delivers it to both sides’ sockets') },
    async (request) => ok(await service.sendMessage(deps, currentUser(request), request.body)),
  );

  registerEndpoint(
    app,
    contract.chat.markAsRead,
    { ...auth, schema: docs('Moves the caller’s read position (to the last message unless a seq is given)') },
    async (request) =>
      ok(
        await service.markAsRead(
          deps,
          currentUser(request),
          request.query.sessionId,
          request.body?.seq ?? null,
        ),
      ),
  );

  registerEndpoint(
    app,
    contract.chat.unreadCount,
    { ...auth, schema: docs('Messages the caller has not read, over conversations not muted or deleted') },
    async (request) => ok({ count: await service.unreadCount(app.db, currentUser(request)) }),
  );

  registerEndpoint(
    app,
    contract.chat.operateSession,
    { ...auth, schema: docs('Pin, unpin, mute, unmute or delete (hide) a conversation for the caller') },
    async (request) => {
      await service.operateSession(app.db, currentUser(request), request.body.sessionId, request.body.action);
      return ok(null);
    },
  );

  registerEndpoint(
    app,
    contract.chat.reportSession,
    { ...auth, schema: docs('Reports a conversation with a reason') },
    async (request) => {
      await service.reportSession(app.db, currentUser(request), request.body.sessionId, request.body.reason);
      return ok(null, M.reported);
    },
  );

  registerEndpoint(
    app,
    contract.chat.respondCard,
    {
      ...auth,
      schema: docs('Accepts, declines or withdraws a card (contact exchange, invitation); idempotent'),
    },
    async (request) => ok(await service.respondCard(deps, currentUser(request), request.body)),
  );

  registerEndpoint(
    app,
    contract.chat.application,
    { ...auth, schema: docs('The interview result sent with an application, as sent, and its recording') },
    async (request) => ok(await service.applicationOf(deps, currentUser(request), request.query.messageId)),
  );

  registerEndpoint(
    app,
    contract.chat.onlineBusinessUsers,
    { ...auth, schema: docs('The recruiters among the caller’s conversations who are online now') },
    async (request) => {
      const sessions = await service.listSessions(app.db, currentUser(request));
      const recruiters = [...new Set(sessions.filter((s) => s.peer_type === 2).map((s) => s.peer_id))];
      const online = await Promise.all(recruiters.map((id) => presence.isOnline(id)));
      return ok({ lists: recruiters.filter((_, i) => online[i]) });
    },
  );

  registerEndpoint(
    app,
    contract.chat.checkOnlineStatus,
    { ...auth, schema: docs('Whether a user has a chat socket open on any process') },
    async (request) =>
      ok({ user_id: request.query.userId, online: await presence.isOnline(request.query.userId) }),
  );

  // The socket: the token must be the user and side the path names, checked before the upgrade.
  socketRoute(app, {
    ...socketOf(contract.chat.socket),
    inbound: chatInbound,
    rateLimit: CHAT_RATE_LIMIT,
    authenticate: async (request) => {
      const token = new URL(request.url, 'http://socket').searchParams.get('token')?.trim();
      await app.authenticateToken(request, token || undefined);
      const caller = currentUser(request);
      if (caller.userId !== request.params.userId || caller.userType !== request.params.userType)
        throw new ForbiddenError(M.socketUserMismatch);
      return caller;
    },
    open: async (socket, caller) => {
      await socket.follow(service.userChannel(caller.userId));
      await presence.join(caller.userId);
      socket.onClose(() => void presence.leave(caller.userId));
    },
    message: async (socket, message: ChatInboundMessage, caller) => {
      if (message.type === 'read') {
        await service.markAsRead(deps, caller, message.session_id, message.seq ?? null);
        return;
      }
      const stored = await service.sendMessage(deps, caller, message);
      socket.send({ type: 'ack', client_id: message.client_id, message: stored });
    },
  });

  await app.register(phraseRoutes);
};
