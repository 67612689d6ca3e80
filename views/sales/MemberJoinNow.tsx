/**
 * The join-now page for a member whose membership is active (spec 001 §6: the Join Now purchase is for viewers who
 * are not active members): no second base plan is offered; the page says they are a member and leads to what they
 * may buy — a longer plan on the upgrade page, tokens for the live cams where the site has them — and to their
 * membership and the videos.
 */
import { AppLink } from '../ui/AppLink.tsx';
import './join-now.css';

export function MemberJoinNow({ siteName, tokens }: { siteName: string; tokens: boolean }) {
  return (
    <div className="jn-page">
      <header className="jn-hero">
        <h1>You are already a member</h1>
        <p className="jn-lead">Your {siteName} membership is active: every scene is yours to watch and download.</p>
      </header>
      <ul className="jn-member-links">
        <li>
          <AppLink className="btn btn-primary" href="/main-dashboard/upgrade-subscription/">
            Upgrade your plan
          </AppLink>
        </li>
        {tokens ? (
          <li>
            <AppLink className="btn btn-secondary" href="/tokens/">
              Buy tokens
            </AppLink>
          </li>
        ) : null}
        <li>
          <AppLink className="btn btn-secondary" href="/main-dashboard/membership-info/">
            See your membership
          </AppLink>
        </li>
        <li>
          <AppLink className="btn btn-secondary" href="/videos/">
            Watch videos
          </AppLink>
        </li>
      </ul>
    </div>
  );
}
