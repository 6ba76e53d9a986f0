import type { AddressInfo } from 'node:net';
import { createUDPServer, Packet } from 'dns2';

/** What the server answers for a name: TXT records (each a list of character strings), or a failure. */
export type TxtAnswer = string[][] | 'servfail';

export interface TestDnsServer {
  /** host:port, for the server's DNS_SERVERS. */
  address: string;
  /** Sets (or, with undefined, removes) the TXT answer of a name; unknown names are NXDOMAIN. */
  setTxt(name: string, answer: TxtAnswer | undefined): void;
  stop(): Promise<void>;
}

const SERVFAIL = 2;
const NXDOMAIN = 3;

/** A real authoritative DNS server (UDP) on a port the OS picks, answering TXT questions from a map. */
export async function startDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, TxtAnswer>();
  const server = createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const name = question?.name.toLowerCase() ?? '';
    const answer = zone.get(name);
    if (answer === 'servfail') {
      response.header.rcode = SERVFAIL;
    } else if (answer === undefined) {
      response.header.rcode = NXDOMAIN;
    } else if (question?.type === Packet.TYPE.TXT) {
      for (const strings of answer) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, {
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            data: strings,
          }),
        );
      }
    }
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setTxt(name, answer) {
      if (answer === undefined) zone.delete(name.toLowerCase());
      else zone.set(name.toLowerCase(), answer);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
