import { ActionIcon } from '@mantine/core';
import { Icon } from '../../../common/components/Icon/Icon';
import { useEffect, useRef, type CSSProperties } from 'react';
import { clients, clientsContent } from '../../../content/clients';
import { sectionHeadings } from '../../../content/home';
import { WhenHydrated } from '../../../common/WhenHydrated';
import { marqueeMachine } from '../../../../machines/marqueeMachine';
import { useMachineActor } from '../../../common/useMachineActor';
import { useConnect } from '../../../common/useConnect';
import { connectMarquee } from './connectMarquee';
import classes from './TrustedBy.module.css';

/** Seconds for one full loop of the track. */
const LOOP_SECONDS = 40;
const loop = { '--loop': `${LOOP_SECONDS}s` } as CSSProperties;

function LogoList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul
      className={classes.track}
      aria-hidden={hidden || undefined}
      aria-label={hidden ? undefined : clientsContent.listLabel}
    >
      {clients.map((client) => (
        <li key={client.name} className={classes.item}>
          <span
            role="img"
            aria-label={client.alt}
            className={classes.logo}
            style={{ '--logo': `url("${client.image}")`, '--brand': client.color } as CSSProperties}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The 9 client logos as a looping strip: a list read once by screen readers plus a copy hidden
 * from them that closes the loop. Visitors who prefer reduced motion get the same list, wrapped
 * and still (CSS swaps the two; the HTML is the same for everyone, so hydration always matches), and
 * so do visitors without JavaScript, who would have no pause button. The strip starts moving, and
 * its pause button works, once the app's code has run.
 */
export function TrustedBy() {
  const actor = useMachineActor(marqueeMachine);
  const marquee = useConnect(actor, connectMarquee);
  const strip = useRef<HTMLDivElement>(null);

  // A random start point between 0 and -50 % of the doubled track (product rule D13), applied after
  // hydration so the prerendered HTML does not depend on it.
  useEffect(() => {
    strip.current?.style.setProperty('--start-delay', `${-(Math.random() * LOOP_SECONDS).toFixed(2)}s`);
  }, []);

  // Made here, outside the parts that render again once the app runs, so those leave it as it is.
  const belt = (
    <div className={classes.belt}>
      <LogoList />
      <LogoList hidden />
    </div>
  );

  return (
    <section id="trusted-by" aria-labelledby="trusted-title" className={classes.section}>
      <div className={classes.header}>
        <h2 id="trusted-title" className={classes.title}>
          {sectionHeadings.trustedBy.title}
        </h2>
        <WhenHydrated>
          {(ready) => (
            <ActionIcon
              variant="default"
              size={40}
              onClick={marquee.toggle}
              disabled={!ready}
              data-needs-script
              aria-label={marquee.playing ? clientsContent.pause : clientsContent.play}
              className={classes.toggle}
            >
              {marquee.playing ? (
                <Icon name="player-pause-filled" size={16} />
              ) : (
                <Icon name="player-play-filled" size={16} />
              )}
            </ActionIcon>
          )}
        </WhenHydrated>
      </div>
      <WhenHydrated>
        {(ready) => (
          <div
            ref={strip}
            className={classes.marquee}
            data-paused={ready && marquee.playing ? undefined : true}
            data-needs-script
            style={loop}
          >
            {belt}
          </div>
        )}
      </WhenHydrated>
      <div className={classes.static} data-script-fallback>
        <LogoList />
      </div>
    </section>
  );
}
