// A small stand-in for the Web MIDI API that jsdom and Node do not have: inputs are EventTargets that
// deliver `midimessage` events, the access object announces connections with `statechange`.

export class FakeMIDIInput extends EventTarget {
  readonly type = 'input';
  openCalls = 0;
  constructor(
    readonly id: string,
    readonly name = id,
  ) {
    super();
  }

  open(): Promise<this> {
    this.openCalls += 1;
    return Promise.resolve(this);
  }

  /** Sends raw bytes as if the device had played them. */
  play(...bytes: number[]): void {
    const event = new Event('midimessage');
    Object.defineProperty(event, 'data', { value: new Uint8Array(bytes) });
    this.dispatchEvent(event);
  }

  listenerCount = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    if (args[0] === 'midimessage') this.listenerCount += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    if (args[0] === 'midimessage') this.listenerCount -= 1;
    super.removeEventListener(...args);
  }
}

export class FakeMIDIAccess extends EventTarget {
  readonly inputs = new Map<string, FakeMIDIInput>();
  readonly outputs = new Map<string, never>();
  sysexEnabled = false;

  constructor(...inputs: FakeMIDIInput[]) {
    super();
    inputs.forEach((input) => this.inputs.set(input.id, input));
  }

  /** Plugs in a device, as the browser reports it. */
  connect(input: FakeMIDIInput): void {
    this.inputs.set(input.id, input);
    this.dispatchEvent(new Event('statechange'));
  }

  asAccess(): MIDIAccess {
    return this as unknown as MIDIAccess;
  }
}

export function asInput(input: FakeMIDIInput): MIDIInput {
  return input as unknown as MIDIInput;
}
