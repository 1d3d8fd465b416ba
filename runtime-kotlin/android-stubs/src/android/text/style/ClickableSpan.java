package android.text.style;

import android.view.View;

/** Compile-only stand-in (see ../../../../README.md), with Android's signature. */
public abstract class ClickableSpan {
    public abstract void onClick(View widget);
}
