import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ChartDataAnswer } from '../query/chart-data-service';

/** An abort signal that fires when the client goes away before the answer is sent, cancelling the query. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Sends already-serialized JSON as is (the response schema documents it; there is nothing to re-serialize). */
export function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => String(payload))
    .send(body);
}

/** Sends a CSV file, already encoded, as an attachment. */
export function sendCsv(
  reply: FastifyReply,
  file: { bytes: Buffer; charset: string },
  filename: string,
): FastifyReply {
  return reply
    .type(`text/csv; charset=${file.charset}`)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(file.bytes);
}

/** Sends a chart data answer: JSON text, or the CSV/XLSX file named `<basename>.<ext>`. */
export function sendChartDataAnswer(
  reply: FastifyReply,
  answer: ChartDataAnswer,
  basename: string,
): FastifyReply {
  switch (answer.kind) {
    case 'json':
      return sendJsonText(reply, answer.body);
    case 'csv':
      return sendCsv(reply, answer, `${basename}.csv`);
    case 'xlsx':
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${basename}.xlsx"`)
        .serializer((payload) => payload as string)
        .send(answer.body);
  }
}

/** Lets the routes of a plugin scope read HTML form posts (`application/x-www-form-urlencoded`) as objects. */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
